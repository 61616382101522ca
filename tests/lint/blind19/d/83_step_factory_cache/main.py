import jax
import jax.numpy as jnp
import numpy as np
import optax

from factory import build_loss_fn

N, F, C = 60, 8, 3
TRAIN_DROPOUT = 0.3


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    s = jnp.asarray(rng.integers(0, N, 200).astype(np.int32))
    r = jnp.asarray(rng.integers(0, N, 200).astype(np.int32))
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    split = rng.random(N)
    tm = jnp.asarray((split < 0.5).astype(np.float32))
    vm = jnp.asarray((split >= 0.5).astype(np.float32))
    k0, k1 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w0": jax.random.normal(k0, (F, 16)) * 0.3, "w1": jax.random.normal(k1, (16, C)) * 0.3}
    key = jax.random.PRNGKey(1)
    lr = 0.05
    for epoch in range(4):
        key, sub = jax.random.split(key)
        grad_fn = jax.grad(lambda p: build_loss_fn(TRAIN_DROPOUT)(p, x, s, r, y, tm, sub))
        grads = grad_fn(params)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
        val_loss = build_loss_fn(0.0)(params, x, s, r, y, vm, sub)
        print(epoch, float(val_loss))


if __name__ == "__main__":
    main()
