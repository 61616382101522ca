import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def add_to_stack(stack, trace, weight):
    env = jnp.abs(trace)
    return stack + weight * trace / (jnp.max(env) + 1e-9)


def vespagram_line(traces, weights):
    stack = 0
    for tr, w in zip(traces, weights):
        stack = add_to_stack(stack, tr, w)
    return stack / len(traces)


def main():
    rng = np.random.default_rng(3)
    for event in range(3):
        traces = [jnp.asarray(rng.standard_normal(800), jnp.float32) for _ in range(10)]
        weights = jnp.asarray(rng.uniform(0.5, 1.0, 10), jnp.float32)
        s = vespagram_line(traces, weights)
        print(event, float(jnp.max(jnp.abs(s))))


if __name__ == "__main__":
    main()
