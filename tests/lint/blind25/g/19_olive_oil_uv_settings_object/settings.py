class SmoothingSettings:
    def __init__(self, half_width=4, order=2):
        self.half_width = half_width
        self.order = order

    def __repr__(self):
        return f"SmoothingSettings({self.half_width}, {self.order})"
