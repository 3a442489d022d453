export default {
  title: "Users",
  newUser: "New user",
  searchLabel: "Search users",
  searchPlaceholder: "Search users",
  columns: { name: "Name", email: "E-mail", role: "Global role" },
  administrator: "Administrator",
  empty: "No users match “{{query}}”.",
  form: {
    name: "Name",
    email: "E-mail",
    password: "Password",
    passwordHint: "At least 8 characters. Share it with the person safely; they can change it in their profile.",
    manager: "Manager",
    managerHint: "Managers create projects and users, and manage every project.",
    create: "Create user",
  },
};
