import equinox as eqx
import jax

from train import optim, train_step


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    model = eqx.nn.MLP(4, 1, 16, 2, key=k[0])
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    obs = jax.random.normal(k[1], (32, 4))
    target = jax.random.normal(k[2], (32,))
    for step in range(6):
        model, opt_state, loss = train_step(model, opt_state, obs, target, step)
        print(step, float(loss))


if __name__ == "__main__":
    main()
