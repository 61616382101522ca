import jax
import jax.numpy as jnp
import optax

H = 8
DT = 0.1
A = jnp.array([[1.0, DT], [0.0, 1.0]])
B = jnp.array([[0.0], [DT]])


def rollout(x0, u_seq):
    def f(x, u):
        x = A @ x + B @ u
        return x, x
    _, xs = jax.lax.scan(f, x0, u_seq)
    return xs


def cost(u_seq, x0, ref):
    xs = rollout(x0, u_seq)
    return jnp.sum((xs[:, 0] - ref) ** 2) + 0.01 * jnp.sum(u_seq ** 2)


@jax.jit
def solve_mpc(x0, ref, u_init):
    opt = optax.adam(0.1)
    state = opt.init(u_init)

    def body(carry, _):
        u, s = carry
        g = jax.grad(cost)(u, x0, ref)
        upd, s = opt.update(g, s)
        return (optax.apply_updates(u, upd), s), None

    (u, _), _ = jax.lax.scan(body, (u_init, state), None, length=30)
    return u


def main():
    T = 20
    reference = jnp.sin(jnp.linspace(0, 3, T))
    reference = jnp.concatenate([reference, jnp.full((H,), reference[-1])])
    x = jnp.zeros(2)
    u_warm = jnp.zeros((H, 1))
    for t in range(T):
        ref = jax.lax.dynamic_slice(reference, (t,), (H,))
        u_plan = solve_mpc(x, ref, u_warm)
        x = A @ x + B @ u_plan[0]
        u_warm = jnp.concatenate([u_plan[1:], u_plan[-1:]], axis=0)
    print("final state", x)


if __name__ == "__main__":
    main()
