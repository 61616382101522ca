import jax
import jax.numpy as jnp


class RTSSmoother:
    """Fixed-interval smoother for post-flight trajectory reconstruction."""

    def __init__(self, dt, q):
        self.F = jnp.array([[1.0, dt], [0.0, 1.0]])
        self.Q = q * jnp.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])

    def smooth(self, xs_f, Ps_f):
        F, Q = self.F, self.Q

        @jax.jit
        def backward_pass(xs, Ps):
            def step(carry, inp):
                xs_next, Ps_next = carry
                x, P = inp
                Pp = F @ P @ F.T + Q
                C = P @ F.T @ jnp.linalg.inv(Pp)
                xs_ = x + C @ (xs_next - F @ x)
                Ps_ = P + C @ (Ps_next - Pp) @ C.T
                return (xs_, Ps_), xs_
            _, out = jax.lax.scan(step, (xs[-1], Ps[-1]), (xs[:-1], Ps[:-1]), reverse=True)
            return jnp.concatenate([out, xs[-1:]])

        return backward_pass(xs_f, Ps_f)
