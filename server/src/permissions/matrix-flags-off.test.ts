import { describeMatrix } from "./run-matrix";

describeMatrix(false);
