export default {
  signInTitle: "Sign in to Cairn",
  email: "E-mail",
  password: "Password",
  signIn: "Sign in",
  setupTitle: "Create the administrator",
  setupIntro: "Cairn has no users yet. Create the first administrator, who can then invite everyone else.",
  name: "Name",
  createAdmin: "Create the administrator",
};
