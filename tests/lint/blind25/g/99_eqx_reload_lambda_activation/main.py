import numpy as np
import equinox as eqx
import jax

from model import make_model
from registry import ModelRegistry


@eqx.filter_jit
def seal_leak_score(model, features):
    return jax.nn.sigmoid(jax.vmap(model)(features)[:, 0])


def main():
    reg = ModelRegistry()
    reg.publish(make_model(jax.random.PRNGKey(1)))
    rng = np.random.default_rng(0)
    for batch in range(5):
        # modified-atmosphere tray: O2/CO2 headspace, seal pressure decay, film tension ...
        feats = rng.normal(size=(40, 9)).astype(np.float32)
        model = reg.load()
        p = seal_leak_score(model, feats)
        print(f"batch {batch}: {int((p > 0.5).sum())} trays flagged for leak test")


if __name__ == "__main__":
    main()
