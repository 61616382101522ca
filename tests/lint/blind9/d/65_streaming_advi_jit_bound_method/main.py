import numpy as np

from advi import PoissonRateADVI

N_SOURCES = 5
HOURS = 6


def hourly_counts(rng, rates):
    exposure = rng.uniform(0.5, 1.5, N_SOURCES).astype(np.float32)
    return rng.poisson(rates * exposure).astype(np.float32), exposure


def main():
    rng = np.random.default_rng(0)
    true_rates = np.array([2.0, 5.0, 0.5, 10.0, 3.0])
    model = PoissonRateADVI(N_SOURCES)
    cum_counts = np.zeros(N_SOURCES, np.float32)
    cum_exposure = np.zeros(N_SOURCES, np.float32)
    for hour in range(HOURS):
        c, e = hourly_counts(rng, true_rates)
        cum_counts += c
        cum_exposure += e
        loss = model.partial_fit(cum_counts, cum_exposure)
        print(f"hour {hour} neg-ELBO {loss:.2f} rates {np.round(np.exp(np.asarray(model.mu)), 2)}")


if __name__ == "__main__":
    main()
