import jax
import jax.numpy as jnp
import numpy as np

SERVING_DTYPE = jnp.bfloat16


def load_serving_params(rng, dim=8):
    w = rng.normal(size=(dim,)) * 0.1
    return {"w": jnp.asarray(w, SERVING_DTYPE), "b": jnp.zeros((), SERVING_DTYPE)}


@jax.jit
def online_update(params, x, y, lr):
    def loss(p):
        logits = x.astype(p["w"].dtype) @ p["w"] + p["b"]
        return jnp.mean(jax.nn.softplus(logits) - y * logits).astype(jnp.float32)

    grads = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g.astype(jnp.float32), params, grads)


def main():
    rng = np.random.default_rng(0)
    params = load_serving_params(rng)
    lr = jnp.float32(0.05)
    for step in range(4):
        x = rng.normal(size=(32, 8)).astype(np.float32)
        y = (x[:, 0] > 0).astype(np.float32)
        params = online_update(params, x, y, lr)
        print(step, params["w"].dtype, float(params["b"]))


if __name__ == "__main__":
    main()
