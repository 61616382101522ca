import jax.numpy as jnp
import numpy as np

from filters import FKSpec, fk_velocity_filter


def shot_gathers(n_shots=5, nt=256, nx=48, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_shots):
        yield jnp.asarray(rng.standard_normal((nt, nx)), jnp.float32)


def process(gather, settings):
    spec = FKSpec(settings["vmin"], settings["vmax"], settings["dx"], settings["dt"])
    return fk_velocity_filter(gather, spec)


def main():
    settings = {"vmin": 1500.0, "vmax": 6000.0, "dx": 10.0, "dt": 0.004}
    for i, gather in enumerate(shot_gathers()):
        out = process(gather, settings)
        print(i, float(jnp.std(out)))


if __name__ == "__main__":
    main()
