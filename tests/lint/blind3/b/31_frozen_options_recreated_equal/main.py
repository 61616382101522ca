from estimator import EpidemicModel


def main():
    model = EpidemicModel(y0=[0.99, 0.01, 0.0], rates=[0.3, 0.1])
    for epoch in range(6):
        model.reset_solver()
        err = model.nudge(observed_peak=0.25)
        print(f"epoch {epoch}: relative peak error {err:+.4f}")


if __name__ == "__main__":
    main()
