class ContactParams:
    def __init__(self, stiffness, restitution, radius):
        self.stiffness = stiffness
        self.restitution = restitution
        self.radius = radius

    @classmethod
    def from_material(cls, material):
        table = {"glass": (5e3, 0.9, 0.05), "sand": (2e3, 0.4, 0.05)}
        return cls(*table[material])
