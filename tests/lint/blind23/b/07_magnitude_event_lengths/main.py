import jax
import jax.numpy as jnp

from catalog import load_events
from model import MagnitudeNet

net = MagnitudeNet()


@jax.jit
def predict_magnitude(params, waveform, mask):
    return net.apply(params, waveform, mask)


def main():
    events = load_events()
    first = events[0]["waveform"][None]
    params = net.init(jax.random.PRNGKey(0), first, jnp.ones(first.shape[:2]))
    errors = []
    for ev in events:
        wf = jnp.asarray(ev["waveform"])[None]
        mask = jnp.ones(wf.shape[:2])
        pred = predict_magnitude(params, wf, mask)
        errors.append(float(pred[0]) - float(ev["magnitude"]))
    print("mean residual", sum(errors) / len(errors))


if __name__ == "__main__":
    main()
