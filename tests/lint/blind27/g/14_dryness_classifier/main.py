import jax
import jax.numpy as jnp
import numpy as np

from data import sensor_logs, pad_to_bucket
from model import net, dryness_logit


def main():
    logs = sensor_logs(20)
    x0, m0 = pad_to_bucket(logs[0][0])
    params = net.init(jax.random.PRNGKey(0), x0, m0)
    correct = 0
    for x, label in logs:
        xp, mask = pad_to_bucket(x)
        p = jax.nn.sigmoid(dryness_logit(params, xp, mask))
        correct += int((float(p) > 0.5) == bool(label))
    print("accuracy of untrained net", correct / len(logs))


if __name__ == "__main__":
    main()
