import jax.numpy as jnp
import numpy as np

from fitting import fit_drag
from launches import record_launch

LAUNCHES = [(20.0, 30.0), (25.0, 45.0), (18.0, 60.0), (30.0, 35.0), (22.0, 50.0), (26.0, 40.0)]
K_TRUE = 0.01


def main():
    rng = np.random.default_rng(0)
    estimates = []
    for speed, angle in LAUNCHES:
        s = record_launch(speed, angle, K_TRUE, rng=rng)
        t, xy = jnp.asarray(s[:, 0]), jnp.asarray(s[:, 1:])
        v_guess = (xy[1] - xy[0]) / (t[1] - t[0])
        p0 = jnp.array([0.0, v_guess[0], v_guess[1]])
        p, sse = fit_drag(p0, t, xy)
        estimates.append(float(p[0]))
        print(f"launch v={speed} a={angle}: {len(t)} samples, k={float(p[0]):.4f}, sse={float(sse):.3f}")
    print("pooled drag estimate", np.mean(estimates))


if __name__ == "__main__":
    main()
