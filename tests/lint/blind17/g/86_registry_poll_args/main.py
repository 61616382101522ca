import numpy as np

from registry import ModelRegistry
from serving import Deployment


def main():
    rng = np.random.default_rng(0)
    registry = ModelRegistry()
    registry.publish("v1", seed=1, alias="prod")
    deployment = Deployment(registry, "prod")
    for tick in range(6):
        if tick == 4:
            registry.publish("v2", seed=2, alias="prod")
        deployment.refresh()
        x = rng.normal(size=(6, 5)).astype(np.float32)
        print(tick, deployment.version, np.asarray(deployment.predict(x)))


if __name__ == "__main__":
    main()
