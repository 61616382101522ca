from laplace import laplace_approximation
from posterior import poisson_regression_data


def main():
    X, y = poisson_regression_data()
    full = laplace_approximation(X, y)
    reduced = laplace_approximation(X[:, :2], y)
    print("mode", full[0], "gradient evaluations", full[3], reduced[3])
    print(f"log Bayes factor full vs reduced: {full[2] - reduced[2]:.3f}")


if __name__ == "__main__":
    main()
