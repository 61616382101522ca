import jax.numpy as jnp
import numpy as np

from train import opt, train_site


def sites():
    rng = np.random.default_rng(0)
    out = []
    for thresh in [0.0, 1.2, 0.1, -1.1]:
        x = rng.normal(size=(64, 8)).astype(np.float32)
        y = (x[:, 0] > thresh).astype(np.float32)
        out.append({"x": x, "y": y})
    return out


def main():
    w = jnp.zeros(8)
    opt_state = opt.init(w)
    for rnd in range(2):
        for i, site in enumerate(sites()):
            w, opt_state, l = train_site(w, opt_state, site)
            print(rnd, i, round(float(l), 4))


if __name__ == "__main__":
    main()
