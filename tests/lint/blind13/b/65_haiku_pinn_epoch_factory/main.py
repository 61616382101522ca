import jax
import jax.numpy as jnp
import optax

from pinn import build_network, make_loss

KAPPA = 0.5
EPOCHS = 5
STEPS_PER_EPOCH = 3


def main():
    x_col = jnp.linspace(0.0, 1.0, 32)
    net = build_network()
    params = net.init(jax.random.PRNGKey(0), x_col[:1])
    opt = optax.adam(5e-3)
    opt_state = opt.init(params)
    for epoch in range(EPOCHS):
        loss_fn = jax.jit(jax.value_and_grad(make_loss(net, KAPPA)))
        for _ in range(STEPS_PER_EPOCH):
            loss, grads = loss_fn(params, x_col)
            updates, opt_state = opt.update(grads, opt_state)
            params = optax.apply_updates(params, updates)
        u_mid = float(net.apply(params, jnp.array([0.5])))
        print(f"epoch {epoch}: loss {float(loss):.4f}, u(0.5) = {u_mid:.4f} (exact {1 / (8 * KAPPA):.4f})")


if __name__ == "__main__":
    main()
