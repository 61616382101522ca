import jax
import jax.numpy as jnp
import numpy as np

from loss import thin_ice_loss

rng = np.random.default_rng(4)


def make_batch(n=64):
    tb = rng.uniform(-1, 1, (n, 2)).astype(np.float32)
    sit = (0.25 + 0.2 * tb[:, 0] * 0.5).astype(np.float32)
    return {"tb": jnp.asarray(tb), "sit": jnp.asarray(sit)}


@jax.jit
def sgd_update(w, tb, sit):
    g = jax.grad(thin_ice_loss)(w, tb, sit)
    return jax.tree.map(lambda p, d: p - 0.5 * d, w, g)


w = {"a": jnp.zeros(2), "b": jnp.float32(0.0)}
val = make_batch()
for step in range(30):
    batch = make_batch()
    w = sgd_update(w, batch["tb"], batch["sit"])
    if step % 10 == 9:
        train_mse = thin_ice_loss(w, **batch)
        val_mse = thin_ice_loss(w, val["tb"], val["sit"])
        print(f"step {step + 1}: train mse {float(train_mse):.5f}, val mse {float(val_mse):.5f}")
