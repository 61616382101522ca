import io

import jax
import jax.numpy as jnp
import numpy as np
import optax

schedule = optax.linear_schedule(1e-2, 1e-3, 40)


@jax.jit
def attenuation_step(params, x, y, step):
    def loss(p):
        return jnp.mean((p[0] - p[1] * x - y) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    return params - schedule(step) * g, l


def save(params, step):
    buf = io.BytesIO()
    np.savez(buf, params=np.asarray(params), step=step)
    return buf.getvalue()


def restore(blob):
    d = np.load(io.BytesIO(blob))
    return jnp.asarray(d["params"]), d["step"]


def train(params, start, n_steps, rng):
    step = start
    for _ in range(n_steps):
        x = jnp.asarray(rng.uniform(0, 3, 64), jnp.float32)
        y = 2.0 - 1.3 * x
        params, l = attenuation_step(params, x, y, step)
        step = step + 1
    return params, step, l


def main():
    rng = np.random.default_rng(0)
    params = jnp.zeros(2)
    params, step, l = train(params, 0, 10, rng)
    blob = save(params, step)
    print("checkpoint at", step, float(l))
    params, step = restore(blob)
    params, step, l = train(params, step, 10, rng)
    print("resumed to", int(step), float(l), np.asarray(params))


if __name__ == "__main__":
    main()
