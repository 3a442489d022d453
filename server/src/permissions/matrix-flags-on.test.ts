import { describeMatrix } from "./run-matrix";

describeMatrix(true);
