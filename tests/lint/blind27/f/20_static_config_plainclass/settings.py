class InversionSettings:
    def __init__(self, n_cells=40, smooth=0.5, ref_depth=100.0):
        self.n_cells = n_cells
        self.smooth = smooth
        self.ref_depth = ref_depth


def settings_for_line(line_id):
    return InversionSettings(n_cells=40, smooth=0.5, ref_depth=100.0)
