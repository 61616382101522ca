import numpy as np
import jax
import jax.numpy as jnp

import checkpoint


@jax.jit
def gradient_step(params, t, conc):
    def loss(p):
        pred = jnp.exp(p["log_c0"]) * jnp.exp(-jnp.exp(p["log_k"]) * t)
        return jnp.mean((jnp.log(pred) - jnp.log(conc)) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return {k: params[k] - 0.2 * g[k] for k in params}, l


def train(params, t, conc, steps):
    for _ in range(steps):
        params, l = gradient_step(params, t, conc)
    return params, l


def main():
    t = jnp.linspace(0.5, 24, 12)
    conc = 8.0 * jnp.exp(-0.15 * t)
    params = {"log_c0": jnp.zeros((), jnp.float32), "log_k": jnp.full((), -1.0, jnp.float32)}
    params, l = train(params, t, conc, 20)
    checkpoint.save("run1", params)
    print(f"session 1 loss {float(l):.4f}")
    resumed = checkpoint.load("run1")
    resumed, l = train(resumed, t, conc, 20)
    print(f"session 2 loss {float(l):.4f}, k={float(jnp.exp(resumed['log_k'])):.3f}")


if __name__ == "__main__":
    main()
