import jax
import jax.numpy as jnp
import numpy as np
import optax

schedule = optax.cosine_decay_schedule(init_value=0.05, decay_steps=12, alpha=0.1)


@jax.jit
def sched_sgd(params, feats, years, lr):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((feats @ p["w"] + p["b"] - years) ** 2))(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss


def main():
    rng = np.random.default_rng(105)
    feats = rng.normal(size=(48, 6)).astype(np.float32)
    years = (feats @ rng.normal(size=6) + 0.1 * rng.normal(size=48)).astype(np.float32)
    params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    step = 0
    for epoch in range(4):
        for i in range(0, 48, 16):
            params, loss = sched_sgd(params, feats[i:i + 16], years[i:i + 16], schedule(step))
            step += 1
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
