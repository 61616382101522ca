from dataclasses import dataclass

import numpy as np

from registry import get_processor


@dataclass
class DenoiseSettings:
    noise_floor: float = 0.1
    smoothing: float = 0.8


class DenoiseService:
    def __init__(self):
        self.audit_log = []

    def handle(self, payload):
        settings = DenoiseSettings(**payload.get("settings", {}))
        self.audit_log.append((payload.get("user"), settings))
        process = get_processor(settings)
        return process(payload["spec"])


def main():
    rng = np.random.default_rng(0)
    service = DenoiseService()
    for i in range(5):
        spec = (rng.standard_normal((20, 65)) + 1j * rng.standard_normal((20, 65))).astype(np.complex64)
        out = service.handle({"spec": spec, "user": f"client{i % 2}"})
        print(i, float(np.abs(np.asarray(out)).mean()))


if __name__ == "__main__":
    main()
