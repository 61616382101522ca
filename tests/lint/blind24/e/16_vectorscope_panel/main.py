import numpy as np

from scopes import VectorscopeSettings, vectorscope


class ScopePanel:
    def __init__(self, grid=48):
        self.grid = grid

    @property
    def settings(self):
        return VectorscopeSettings(grid=self.grid, gain=2.0)

    def draw(self, frame):
        return vectorscope(frame, settings=self.settings)


def main():
    rng = np.random.default_rng(5)
    panel = ScopePanel()
    for i in range(6):
        frame = rng.uniform(0, 1, (24, 40, 3)).astype(np.float32)
        scope = np.asarray(panel.draw(frame))
        print(i, int(scope.max()), int((scope > 0).sum()))


if __name__ == "__main__":
    main()
