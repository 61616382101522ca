class ZoningRules:
    def __init__(self, far, max_height, lot_coverage):
        self.far = far
        self.max_height = max_height
        self.lot_coverage = lot_coverage

def rules_for(district):
    return ZoningRules(far=2.5, max_height=12, lot_coverage=0.6)
