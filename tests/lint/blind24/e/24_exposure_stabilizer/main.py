import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def stabilize_exposure(frame, state, decay):
    mean = frame.mean()
    target = jnp.where(state["count"] == 0, mean, decay * state["mean"] + (1.0 - decay) * mean)
    new_state = {"mean": target, "count": state["count"] + 1}
    return frame * (target / jnp.maximum(mean, 1e-6)), new_state


def initial_state():
    return {"mean": jnp.zeros((), jnp.float32), "count": jnp.zeros((), jnp.int32)}


def run(frames, decay=0.85):
    state = initial_state()
    out = []
    for f in frames:
        g, state = stabilize_exposure(f, state, decay)
        out.append(g)
    return out, state


def main():
    rng = np.random.default_rng(1)
    base = rng.uniform(0.2, 0.8, (30, 40)).astype(np.float32)
    frames = [(base * (1 + 0.2 * rng.standard_normal())).astype(np.float32) for _ in range(8)]
    out, state = run(frames)
    print([round(float(o.mean()), 3) for o in out], int(state["count"]))


if __name__ == "__main__":
    main()
