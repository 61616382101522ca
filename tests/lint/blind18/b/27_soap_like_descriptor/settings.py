class DescriptorSettings:
    def __init__(self, n_radial=8, r_cut=4.0, width=0.5):
        self.n_radial = n_radial
        self.r_cut = r_cut
        self.width = width

    def __repr__(self):
        return f"DescriptorSettings({self.n_radial}, {self.r_cut}, {self.width})"
