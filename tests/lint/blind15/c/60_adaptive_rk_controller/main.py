import jax.numpy as jnp

from stepper import StepState, attempt


def integrate(y0, t_end=2.0, max_attempts=200):
    state = StepState(t=jnp.float32(0.0), y=y0, dt=jnp.float32(1e-3))
    n_acc = 0
    for _ in range(max_attempts):
        state, acc = attempt(state)
        n_acc += int(acc)
        if float(state.t) >= t_end:
            break
    return state, n_acc


if __name__ == "__main__":
    state, n = integrate(jnp.array([1.0, 0.0, 0.0]))
    print(f"t={float(state.t):.3f} accepted={n} y={state.y} sum={float(state.y.sum()):.5f}")
