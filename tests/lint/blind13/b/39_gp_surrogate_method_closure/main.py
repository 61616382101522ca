import numpy as np

from surrogate import GPSurrogate


def beam_deflection(params):
    """'Expensive' simulator: tip deflection of a cantilever vs (thickness, load)."""
    t, p = params[:, 0], params[:, 1]
    return p / (0.2 + t ** 3)


def main():
    rng = np.random.default_rng(0)
    X = rng.uniform(0, 1, size=(40, 2))
    gp = GPSurrogate().fit(X, beam_deflection(X))

    # random-restart screening of the design space using only the surrogate
    best_x, best_ucb = None, np.inf
    for rnd in range(6):
        cand = rng.uniform(0, 1, size=(256, 2))
        mean, sd = gp.predict(cand)
        ucb = np.asarray(mean) + 2.0 * np.asarray(sd)
        i = int(np.argmin(ucb))
        if ucb[i] < best_ucb:
            best_x, best_ucb = cand[i], ucb[i]
        print(f"round {rnd}: best upper bound {best_ucb:.4f} at {np.round(best_x, 3)}")
    print("true deflection there", float(beam_deflection(best_x[None])[0]))


if __name__ == "__main__":
    main()
