import numpy as np
from flax import nnx

from model import MaskHead
from server import SegmentationServer


def main():
    rng = np.random.default_rng(0)
    server = SegmentationServer(MaskHead(nnx.Rngs(0)))
    for request_id in range(5):
        images = rng.normal(size=(2, 12, 12, 3)).astype(np.float32)
        coverage = server.handle(images)
        print(f"request {request_id}: mask coverage {np.round(coverage, 3)}")
    print(f"served {server.served} images")


if __name__ == "__main__":
    main()
