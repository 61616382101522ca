from sampler import PottsRun


def main():
    run = PottsRun(L=8, beta=0.8)
    means = run.run(n_therm=5, n_meas=6)
    print({k: round(v, 4) for k, v in means.items()})


if __name__ == "__main__":
    main()
