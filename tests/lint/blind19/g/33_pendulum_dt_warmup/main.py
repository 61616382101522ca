import jax
import jax.numpy as jnp
import optax

from config import IntegratorConfig

cfg = IntegratorConfig()
opt = optax.sgd(1e-2)


def hamiltonian_field(params, q, p):
    def H(q, p):
        z = jnp.stack([jnp.sin(q), jnp.cos(q), p])
        return jnp.tanh(z @ params["w"]) @ params["v"] + 0.5 * p ** 2

    return jax.grad(H, 1)(q, p), -jax.grad(H, 0)(q, p)


def leapfrog(params, q, p, dt, n):
    def body(carry, _):
        q, p = carry
        _, dp = hamiltonian_field(params, q, p)
        p = p + 0.5 * dt * dp
        dq, _ = hamiltonian_field(params, q, p)
        q = q + dt * dq
        _, dp = hamiltonian_field(params, q, p)
        p = p + 0.5 * dt * dp
        return (q, p), q

    _, qs = jax.lax.scan(body, (q, p), None, length=n)
    return qs


@jax.jit
def train_step(params, opt_state, q0, p0, dt):
    def loss(pr):
        qs = jax.vmap(lambda a, b: leapfrog(pr, a, b, dt, cfg.horizon))(q0, p0)
        ref = jax.vmap(lambda a, b: leapfrog({"w": jnp.zeros_like(pr["w"]), "v": jnp.zeros_like(pr["v"])},
                                              a, b, dt, cfg.horizon))(q0, p0 * 0.9)
        return jnp.mean((qs - ref) ** 2)

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k1, (3, 16)) * 0.3, "v": jax.random.normal(k2, (16,)) * 0.1}
    opt_state = opt.init(params)
    q0 = jax.random.uniform(k3, (8,), minval=-1.0, maxval=1.0)
    p0 = jnp.zeros(8)
    for epoch in range(6):
        dt = cfg.dt_for_epoch(epoch)
        params, opt_state, val = train_step(params, opt_state, q0, p0, dt)
        print(epoch, round(float(dt), 4), float(val))


if __name__ == "__main__":
    main()
