import jax
import jax.numpy as jnp


def conjugate_gradient(matvec, b, max_iter=10, tol=1e-6):
    x = jnp.zeros_like(b)
    r = b
    p = r
    rs = r @ r
    for _ in range(max_iter):
        ap = matvec(p)
        alpha = rs / (p @ ap)
        x = x + alpha * p
        r = r - alpha * ap
        rs_new = r @ r
        if rs_new < tol ** 2:
            break
        p = r + (rs_new / rs) * p
        rs = rs_new
    return x


class TruncatedNewton:
    def __init__(self, objective, cg_iters=8):
        self.objective = objective
        self.cg_iters = cg_iters
        self.value_and_grad = jax.jit(jax.value_and_grad(objective))

    def hessian_operator(self, x):
        def hvp(v):
            return jax.jvp(jax.grad(self.objective), (x,), (v,))[1]
        return jax.jit(hvp)

    def run(self, x, n_iter):
        for it in range(n_iter):
            f, g = self.value_and_grad(x)
            step = conjugate_gradient(self.hessian_operator(x), -g, self.cg_iters)
            x = x + step
            print(f"newton {it}: f={float(f):.6f} |g|={float(jnp.linalg.norm(g)):.2e}")
        return x
