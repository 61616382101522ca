import numpy as np
import jax
import jax.numpy as jnp

from model import model, frame_loss, sgd

N_FEATS, N_PHONES = 20, 10


def main():
    rng = np.random.default_rng(25)
    proto = rng.standard_normal((N_PHONES, N_FEATS)).astype(np.float32)

    def batch():
        labels = rng.integers(0, N_PHONES, (8, 30))
        feats = proto[labels] + 0.5 * rng.standard_normal((8, 30, N_FEATS)).astype(np.float32)
        return jnp.asarray(feats), jnp.asarray(labels, jnp.int32)

    key = jax.random.PRNGKey(25)
    params = model.init(key, jnp.zeros((1, N_FEATS)), deterministic=True)["params"]
    for epoch in range(4):
        for _ in range(2):
            key, sub = jax.random.split(key)
            params, loss = sgd(params, *batch(), sub)
        vf, vl = batch()
        stats = {}
        for mode in (False, True):
            stats["eval" if mode else "train-mode"] = float(frame_loss(params, vf, vl, key, deterministic=mode))
        print(f"epoch {epoch} " + " ".join(f"{k}={v:.3f}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
