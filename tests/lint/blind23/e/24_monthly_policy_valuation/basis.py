class ValuationBasis:
    def __init__(self, interest, expense_loading, mortality_scale):
        self.interest = interest
        self.expense_loading = expense_loading
        self.mortality_scale = mortality_scale


def basis_for(product):
    if product == "whole_life":
        return ValuationBasis(0.025, 0.04, 0.95)
    return ValuationBasis(0.03, 0.05, 1.0)
