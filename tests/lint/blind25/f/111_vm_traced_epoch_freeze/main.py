import jax
import jax.numpy as jnp
import numpy as np

from train import finetune_step, tx

# transfer a virtual-metrology model from the reference chamber to a newly installed chamber


def pretrained(seed=0):
    rng = np.random.default_rng(seed)
    return {"backbone": {"W": jnp.asarray(rng.normal(0, 0.4, (8, 16)), jnp.float32), "b": jnp.zeros(16)},
            "head": {"W": jnp.asarray(rng.normal(0, 0.4, (16,)), jnp.float32), "b": jnp.float32(0.0)}}


def new_chamber_data(n=128, seed=1):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    return x, (np.tanh(x[:, :3]).sum(1) + 0.3).astype(np.float32)


def main():
    p = pretrained()
    opt_state = tx.init(p)
    x, y = new_chamber_data()
    for epoch in range(6):
        for i in range(0, 128, 32):
            p, opt_state, loss = finetune_step(p, opt_state, x[i:i + 32], y[i:i + 32], epoch)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
