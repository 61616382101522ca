import equinox as eqx
import jax
import numpy as np

from fleet import load_fleet


@eqx.filter_jit
def predict_fuel(model, feats):
    return jax.vmap(model)(feats)


def main():
    rng = np.random.default_rng(0)
    fleet = load_fleet(["9811000", "9454436", "9321483", "9705366"])
    for imo, model in fleet.items():
        feats = rng.normal(size=(24, 4)).astype(np.float32)
        print(imo, f"{float(predict_fuel(model, feats).sum()):.2f}")


if __name__ == "__main__":
    main()
