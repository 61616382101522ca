import io

import numpy as np
import equinox as eqx
import jax

from model import make_model


@eqx.filter_jit
def foreign_body_score(model, xray_feats):
    return jax.nn.sigmoid(jax.vmap(model)(xray_feats)[:, 0])


class HotReloader:
    def __init__(self, model):
        buf = io.BytesIO()
        eqx.tree_serialise_leaves(buf, model)
        self.blob = buf.getvalue()

    def current(self):
        return eqx.tree_deserialise_leaves(io.BytesIO(self.blob), make_model())


def main():
    reloader = HotReloader(make_model(jax.random.PRNGKey(3)))
    rng = np.random.default_rng(0)
    for batch in range(5):
        # X-ray inspection of jars: density contrast, edge counts, blob areas ...
        feats = rng.normal(size=(40, 7)).astype(np.float32)
        p = foreign_body_score(reloader.current(), feats)
        print(f"batch {batch}: {int((p > 0.9).sum())} jars rejected")


if __name__ == "__main__":
    main()
