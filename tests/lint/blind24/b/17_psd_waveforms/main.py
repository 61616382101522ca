import equinox as eqx
import jax

from loader import batches, simulate_pulses
from psd import PSDNet, opt, psd_step


def main():
    pulses, labels = simulate_pulses(160)
    model = PSDNet(jax.random.PRNGKey(0))
    state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(2):
        for x, y in batches(pulses, labels, 32):
            model, state, loss = psd_step(model, state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
