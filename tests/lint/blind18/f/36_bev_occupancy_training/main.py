import jax
import jax.numpy as jnp
import numpy as np

from optim import warmup_lr
from train import train_step, tx


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    opt_state = tx.init(params)
    for step in range(6):
        feats = rng.normal(size=(24, 24, 6)).astype(np.float32)
        occ = (feats[..., 0] > 0.5).astype(np.float32)
        opt_state.hyperparams["learning_rate"] = jnp.asarray(warmup_lr(step), jnp.float32)
        params, opt_state, loss = train_step(params, opt_state, feats, occ)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
