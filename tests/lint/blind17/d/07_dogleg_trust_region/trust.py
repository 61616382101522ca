import jax
import jax.numpy as jnp


def objective(x):
    return 10.0 * (x[1] - x[0] ** 2) ** 2 + (1.0 - x[0]) ** 2 + 0.5 * jnp.sum(x[2:] ** 2)


@jax.jit
def dogleg_step(x, radius):
    g = jax.grad(objective)(x)
    H = jax.hessian(objective)(x) + 1e-6 * jnp.eye(x.shape[0])
    p_newton = -jnp.linalg.solve(H, g)
    p_cauchy = -(g @ g) / (g @ H @ g) * g

    def along_dogleg():
        d = p_newton - p_cauchy
        a = d @ d
        b = 2.0 * p_cauchy @ d
        c = p_cauchy @ p_cauchy - radius ** 2
        tau = (-b + jnp.sqrt(b ** 2 - 4 * a * c)) / (2 * a)
        return p_cauchy + tau * d

    p = jnp.where(
        jnp.linalg.norm(p_newton) <= radius,
        p_newton,
        jnp.where(
            jnp.linalg.norm(p_cauchy) >= radius,
            radius * p_cauchy / jnp.linalg.norm(p_cauchy),
            along_dogleg(),
        ),
    )
    predicted = -(g @ p + 0.5 * p @ H @ p)
    actual = objective(x) - objective(x + p)
    return p, actual / predicted


class TrustRegionSolver:
    def __init__(self, cfg):
        self.radius = cfg["initial_radius"]
        self.max_radius = cfg["max_radius"]
        self.eta = cfg["eta"]
        self.max_iter = cfg["max_iter"]

    def update_radius(self, rho, step_norm):
        if rho < 0.25:
            self.radius = 0.25 * self.radius
        elif rho > 0.75 and abs(step_norm - self.radius) < 1e-6:
            self.radius = min(2 * self.radius, self.max_radius)

    def run(self, x):
        for it in range(self.max_iter):
            p, rho = dogleg_step(x, self.radius)
            rho = float(rho)
            if rho > self.eta:
                x = x + p
            self.update_radius(rho, float(jnp.linalg.norm(p)))
        return x
