import jax
import numpy as np

from model import GrainQualityNet
from serve import QualityService


def main():
    service = QualityService(GrainQualityNet(jax.random.PRNGKey(0)))
    rng = np.random.default_rng(1)
    for truck in range(6):
        spectra = rng.uniform(0.2, 0.8, (16, 20)).astype(np.float32)
        print(f"truck {truck}: {service.handle(spectra)}")


if __name__ == "__main__":
    main()
