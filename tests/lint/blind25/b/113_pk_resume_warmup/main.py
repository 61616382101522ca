import numpy as np
import jax
import jax.numpy as jnp

import checkpoint


@jax.jit
def warmup_step(params, step, t, conc):
    lr = 0.2 * jnp.minimum(1.0, (step + 1) / 10.0)

    def loss(p):
        pred = jnp.exp(p["log_c0"]) * jnp.exp(-jnp.exp(p["log_k"]) * t)
        return jnp.mean((jnp.log(pred) - jnp.log(conc)) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return {k: params[k] - lr * g[k] for k in params}, l


def train(params, step, t, conc, steps):
    for _ in range(steps):
        params, l = warmup_step(params, step, t, conc)
        step = step + 1
    return params, step, l


def main():
    t = jnp.linspace(0.5, 24, 12)
    conc = 8.0 * jnp.exp(-0.15 * t)
    params = {"log_c0": jnp.zeros((), jnp.float32), "log_k": jnp.full((), -1.0, jnp.float32)}
    params, step, l = train(params, 0, t, conc, 20)
    checkpoint.save("run1", {**params, "step": step})
    print(f"session 1 loss {float(l):.4f}")
    state = checkpoint.load("run1")
    step = state.pop("step").astype(np.int64)
    params, step, l = train(state, step, t, conc, 20)
    print(f"session 2 (step {int(step)}) loss {float(l):.4f}")


if __name__ == "__main__":
    main()
