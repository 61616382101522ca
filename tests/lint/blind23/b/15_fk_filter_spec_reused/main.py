import jax.numpy as jnp
import numpy as np

from filters import FKSpec, fk_dip_filter


def shot_gathers(n_shots=5, nt=256, nx=48, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_shots):
        yield jnp.asarray(rng.standard_normal((nt, nx)), jnp.float32)


class GatherProcessor:
    def __init__(self, settings):
        self.spec = FKSpec(settings["vmin"], settings["vmax"], settings["dx"], settings["dt"])

    def __call__(self, gather):
        return fk_dip_filter(gather, self.spec)


def main():
    settings = {"vmin": 1500.0, "vmax": 6000.0, "dx": 10.0, "dt": 0.004}
    process = GatherProcessor(settings)
    for i, gather in enumerate(shot_gathers()):
        out = process(gather)
        print(i, float(jnp.std(out)))


if __name__ == "__main__":
    main()
