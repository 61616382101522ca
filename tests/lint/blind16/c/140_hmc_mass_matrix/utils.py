class HashableArray:
    """Lets a concrete numpy array travel through jit as a compile-time constant."""

    def __init__(self, value):
        self.value = value

    def __hash__(self):
        return id(self)

    def __eq__(self, other):
        return self is other
