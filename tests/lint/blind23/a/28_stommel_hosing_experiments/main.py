from experiments import hosing_experiment


def main():
    eta2 = [0.8, 0.9, 1.0, 1.1, 1.2]
    years = [10, 10, 20, 20, 40]
    print(hosing_experiment(eta2, years))


if __name__ == "__main__":
    main()
