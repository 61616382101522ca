class FilterSettings:
    def __init__(self, kernel=3, mode="mean"):
        self.kernel = kernel
        self.mode = mode

    def __repr__(self):
        return f"FilterSettings(kernel={self.kernel}, mode={self.mode!r})"


def settings_for_roll(roll):
    return FilterSettings(kernel=roll.get("kernel", 3), mode=roll.get("mode", "mean"))
