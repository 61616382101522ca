import numpy as np

from surrogate import GPSurrogate


def heat_sink_temperature(params):
    """'Expensive' simulator: peak temperature vs (fin spacing, airflow)."""
    s, u = params[:, 0], params[:, 1]
    return 80.0 / (1.0 + 3.0 * u) + 20.0 * (s - 0.4) ** 2


def main():
    rng = np.random.default_rng(1)
    X = rng.uniform(0, 1, size=(40, 2))
    gp = GPSurrogate(lengthscale=0.4).fit(X, heat_sink_temperature(X))

    best_x, best_lcb = None, np.inf
    for rnd in range(6):
        cand = rng.uniform(0, 1, size=(256, 2))
        mean, sd = gp.predict(cand)
        lcb = np.asarray(mean) - 2.0 * np.asarray(sd)
        i = int(np.argmin(lcb))
        if lcb[i] < best_lcb:
            best_x, best_lcb = cand[i], lcb[i]
        print(f"round {rnd}: best lower bound {best_lcb:.3f} at {np.round(best_x, 3)}")
    print("true temperature there", float(heat_sink_temperature(best_x[None])[0]))


if __name__ == "__main__":
    main()
