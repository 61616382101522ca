import numpy as np
import jax

from forecaster import net, ForecastHandler


def main():
    rng = np.random.default_rng(301)
    params = net.init(jax.random.PRNGKey(0), np.zeros((4, 24), np.float32))
    for req in range(5):
        handler = ForecastHandler(params)
        fc = handler({"site": f"wf{req}", "features": rng.standard_normal((4, 24)).astype(np.float32)})
        print(req, np.round(np.asarray(fc[0, :3]), 3))


if __name__ == "__main__":
    main()
